/**
 * @generated SignedSource<<2a30085318b59d957382594b945c86d7>>
 * @relayHash 1f454db7c31e48373d8e7fddd64acee0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f454db7c31e48373d8e7fddd64acee0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyDownloadsPageQuery } from './MyDownloadsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyDownloadsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1f454db7c31e48373d8e7fddd64acee0",
    "metadata": {},
    "name": "MyDownloadsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
