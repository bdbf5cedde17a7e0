/**
 * @generated SignedSource<<ca10729ffec051993a0f4edcc26fb50f>>
 * @relayHash 5b9ec472032df4d232d0b5f21587bbce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b9ec472032df4d232d0b5f21587bbce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckInPageQuery } from './CheckInPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckInPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b9ec472032df4d232d0b5f21587bbce",
    "metadata": {},
    "name": "CheckInPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
